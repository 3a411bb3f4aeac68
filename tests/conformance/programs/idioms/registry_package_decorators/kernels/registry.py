REGISTRY = {}
ORDER = []

def register(name, *, dtypes=("bf16",)):
    def deco(fn):
        if name in REGISTRY:
            raise ValueError(f"duplicate kernel {name!r}")
        REGISTRY[name] = {"fn": fn, "dtypes": tuple(dtypes)}
        ORDER.append(name)
        return fn
    return deco
