// Async boundary so shared singletons are negotiated before any module uses them.
import('./bootstrap');
