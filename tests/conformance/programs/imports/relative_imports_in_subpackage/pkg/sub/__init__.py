from .c import W
from ..b import V
from .. import TOP
SUM = V + W
