# probe: __all__ computed from globals() at the end of a module (only its public callables): what `from m import *` binds
# inputs
k = 1
# body
import api
r_all = api.__all__
from api import *
r_load = load()
r_version = "VERSION" in dir()
r_k = k
