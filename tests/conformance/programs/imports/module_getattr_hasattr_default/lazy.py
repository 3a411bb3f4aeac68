CALLS = []
REAL = 1
def __getattr__(name):
    CALLS.append(name)
    if name.startswith("dyn_"):
        return name[4:].upper()
    raise AttributeError(name)
