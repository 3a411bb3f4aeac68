import importlib, pkgutil
INFOS = [(m.name, m.ispkg) for m in pkgutil.iter_modules(__path__)]
LOADED = []
for m in pkgutil.iter_modules(__path__, prefix=__name__ + "."):
    if m.ispkg:
        continue
    mod = importlib.import_module(m.name)
    LOADED.append((m.name, getattr(mod, "X", None)))
