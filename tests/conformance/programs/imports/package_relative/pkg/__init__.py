from .impl import NAME
from . import impl as _impl
def api():
    return "api:" + NAME + ":" + _impl.__name__
