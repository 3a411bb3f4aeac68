import importlib
import pkgutil

LOADED = {}
for _finder, _name, _ispkg in pkgutil.iter_modules(__path__):
    LOADED[_name] = importlib.import_module(f"{__name__}.{_name}").KIND
