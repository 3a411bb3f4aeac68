REGISTRY = {}
ORDER = []
def register(name):
    def deco(fn):
        if name in REGISTRY:
            raise KeyError(name)
        REGISTRY[name] = fn
        ORDER.append(name)
        return fn
    return deco
