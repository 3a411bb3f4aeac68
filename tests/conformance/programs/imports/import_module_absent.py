# probe: importlib.import_module of an absent module raises ModuleNotFoundError (guarded here)
# inputs
name = "no_such_backend_xyz"
# body
import importlib
registered = []
for backend in ("alpha_absent_xyz", name):
    try:
        importlib.import_module(backend)
    except ImportError:
        continue
    registered.append(backend)
r_registered = registered
try:
    importlib.import_module(name)
    r_raised = None
except ModuleNotFoundError as e:
    r_raised = (type(e).__name__, e.name)
