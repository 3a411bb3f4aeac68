# probe: a scenarios package that imports its siblings before defining register: the sibling's `from . import register` fails on the partially initialized package
# inputs
n = 1
# body
try:
    import scen
    r_import = "ok"
except ImportError as e:
    r_import = type(e).__name__
import sys
r_in_modules = "scen" in sys.modules
r_sub_in_modules = "scen.a" in sys.modules
try:
    import scen
    r_again = "ok"
except ImportError as e:
    r_again = type(e).__name__
