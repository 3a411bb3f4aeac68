# probe: a module raising at import: the exception reaches the importer, the module is not kept in sys.modules, a second import runs it again
# inputs
mode = "bad"
# body
import sys
import config_store
config_store.MODE = mode
try:
    import broken
    r_first = "ok"
except ValueError as e:
    r_first = type(e).__name__
r_kept = "broken" in sys.modules
config_store.MODE = "good"
try:
    import broken
    r_second = broken.STATE
except ValueError as e:
    r_second = type(e).__name__
r_kept2 = "broken" in sys.modules
