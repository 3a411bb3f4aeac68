# probe: Django-style settings: defaults copied from one module's upper-case globals, overridden by an optional local module's (absent one skipped) ("_SECRET".isupper() is true: taken too)
# inputs
optional = ["local_settings", "missing_settings_zz"]
# body
import importlib
import defaults
settings = {k: getattr(defaults, k) for k in dir(defaults) if k.isupper()}
applied = []
for name in optional:
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError:
        continue
    applied.append(name)
    for k in dir(mod):
        if k.isupper():
            settings[k] = getattr(mod, k)
r_settings = settings
r_applied = applied
r_default_kept = defaults.BATCH
