import importlib
import os
FOUND = []
for _name in sorted(os.listdir(os.path.dirname(__file__))):
    if _name.endswith(".py") and not _name.startswith("_"):
        FOUND.append(_name[:-3])
        importlib.import_module("." + _name[:-3], __name__)
