import importlib
import pkgutil
FOUND = []
BACKENDS = {}
for info in pkgutil.iter_modules(__path__):
    FOUND.append(info.name)
    mod = importlib.import_module(f"{__name__}.{info.name}")
    BACKENDS[mod.NAME] = mod.run
