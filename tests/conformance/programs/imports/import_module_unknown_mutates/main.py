# probe: importlib.import_module of a name not known may run any module, which may change others
# inputs
which = "plug"
# body
import importlib
from core import KERNELS
importlib.import_module(which)
r = list(KERNELS)
