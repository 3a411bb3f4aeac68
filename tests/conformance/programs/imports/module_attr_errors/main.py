# probe: importing a missing name from a present module raises ImportError
# inputs
name = "MISSING"
# body
import helper
try:
    from helper import MISSING
    r_from = "imported"
except ImportError as e:
    r_from = type(e).__name__
try:
    getattr(helper, name)
    r_attr = "found"
except AttributeError as e:
    r_attr = type(e).__name__
r_has = hasattr(helper, "PRESENT")
