# probe: a class-based context manager that counts entries and exits per name in a shared registry and records which exception class each exit saw, swallowing only the ones it was told to
# inputs
names = ["load", "save", "load"]
# body
registry = {}
class Track:
    def __init__(self, name, swallow=()):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        entry = registry.setdefault(self.name, {"enter": 0, "exit": 0, "errors": []})
        entry["enter"] += 1
        return entry
    def __exit__(self, typ, val, tb):
        entry = registry[self.name]
        entry["exit"] += 1
        if typ is not None:
            entry["errors"].append(typ.__name__)
        return typ is not None and issubclass(typ, self.swallow)
for i, n in enumerate(names):
    with Track(n, swallow=(KeyError,)) as entry:
        if i == 2:
            {}[n]
        entry.setdefault("seen", []).append(i)
try:
    with Track("save"):
        raise ValueError("bad")
except ValueError:
    pass
r_registry = registry
