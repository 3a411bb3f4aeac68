def lookup(name, _cache={}):
    if name not in _cache:
        _cache[name] = len(_cache)
    return _cache[name]

def counter():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    return bump

bump = counter()

def tagged(fn):
    fn.calls = 0
    return fn

@tagged
def run(x):
    run.calls += 1
    return x * 2
