# probe: importlib.import_module over a list of names in a loop: present modules collected, an absent one skipped via ModuleNotFoundError, sorted by an attribute
# inputs
names = ["gpu", "tpu", "cpu"]
# body
import importlib
found = {}
missing = []
for n in names:
    try:
        mod = importlib.import_module("backends." + n)
    except ModuleNotFoundError as e:
        missing.append((n, type(e).__name__))
        continue
    found[mod.NAME] = mod.PRIORITY
r_found = found
r_missing = missing
r_best = max(found, key=found.get)
import backends
r_attrs = sorted(n for n in ("cpu", "gpu", "tpu") if hasattr(backends, n))
