def load():
    return "load"
def save():
    return "save"
def _internal():
    return "internal"
VERSION = 3
__all__ = [n for n in list(globals()) if not n.startswith("_") and callable(globals()[n])]
