try:
    from ..other import Y
    RESULT = Y
except ImportError as e:
    RESULT = type(e).__name__
try:
    from .. import other
    RESULT2 = other.Y
except ImportError as e:
    RESULT2 = type(e).__name__
from . import b
RESULT3 = b.Z
