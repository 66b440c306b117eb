// Bundled by federationRuntime.js for a remote's standalone page: the federation runtime, set
// where a remote built with `externalRuntime` reads it (the host's inject-external-runtime-core
// plugin sets the same global).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
