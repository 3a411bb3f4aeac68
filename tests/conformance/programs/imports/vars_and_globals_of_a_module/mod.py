A = 1
_b = 2
def names():
    return sorted(k for k in globals() if not k.startswith("__"))
def set_global(name, value):
    globals()[name] = value
