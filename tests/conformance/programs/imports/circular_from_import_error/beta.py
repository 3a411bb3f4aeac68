from alpha import EARLY
try:
    from alpha import LATE
    GOT = LATE
except ImportError as e:
    GOT = type(e).__name__
import alpha
try:
    ATTR = alpha.LATE
except AttributeError as e:
    ATTR = type(e).__name__
HAS = hasattr(alpha, "LATE")
B_VALUE = EARLY + "!"
