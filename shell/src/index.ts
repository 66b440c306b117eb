// The shell's entry. It is a runtime-only host: the federation runtime and the sharing of
// singletons start with the first remote (federation/remotes.ts), so nothing waits for them here.
import './bootstrap';
