REGISTRY = {"a": 1}
from . import b
VALUE = len(REGISTRY)
LATE = 5
