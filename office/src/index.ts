import { bootstrap } from './bootstrap';

void bootstrap();
