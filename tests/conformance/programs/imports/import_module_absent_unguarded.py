# probe: an unguarded importlib.import_module of an absent module ends the program
# expect: raises ModuleNotFoundError
# inputs
name = "no_such_backend_xyz"
# body
import importlib
r_before = "ran"
m = importlib.import_module(name)
r_after = "not reached"
