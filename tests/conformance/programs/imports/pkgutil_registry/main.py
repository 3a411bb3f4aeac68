# probe: a package registers its submodules by pkgutil.iter_modules(__path__) and import_module
# inputs
wanted = "fast"
# body
import registry
r_found = sorted(registry.FOUND)
r_backends = sorted(registry.BACKENDS)
r_has = wanted in registry.BACKENDS
r_call = registry.BACKENDS[wanted]()
r_len = len(registry.BACKENDS)
