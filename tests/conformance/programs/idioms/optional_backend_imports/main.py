# probe: optional backends imported under try/except ImportError in a helper (a module CPython cannot import, one it can under an alias, a from-import of a missing name that ModuleNotFoundError does not catch); the importer skips the None ones
# inputs
wanted = ["halops", "cutlass", "deepgemm"]
# body
import backends
r_available = sorted(backends.AVAILABLE)
r_none = [k for k, v in backends.AVAILABLE.items() if v is None]
r_usable = sorted(backends.get_backends())
r_cutlass_err = backends.CUTLASS_ERR
r_name_err = backends.NAME_ERR
ran = []
for name in wanted:
    fn = backends.AVAILABLE.get(name)
    if fn is None:
        continue
    ran.append((name, fn([1, 2])))
r_ran = ran
r_mnfe_is_import_error = issubclass(ModuleNotFoundError, ImportError)
try:
    import another_missing_backend
    r_top = "ok"
except ImportError as e:
    r_top = (type(e).__name__, e.name)
r_bound = "another_missing_backend" in globals()
