import importlib
PKG = __package__
SKIPPED = []
def load(names):
    out = {}
    for name in names:
        try:
            mod = importlib.import_module(f"{__package__}.{name}")
        except ImportError as e:
            SKIPPED.append((name, type(e).__name__))
            continue
        out[name] = mod.run
    return out
