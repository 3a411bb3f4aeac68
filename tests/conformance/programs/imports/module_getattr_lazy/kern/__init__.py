LOADED = []
_KNOWN = {"triton": "triton-backend", "cutlass": "cutlass-backend"}
def __getattr__(name):
    if name in _KNOWN:
        LOADED.append(name)
        value = _KNOWN[name]
        globals()[name] = value
        return value
    raise AttributeError(name)
