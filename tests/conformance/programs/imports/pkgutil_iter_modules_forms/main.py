# probe: pkgutil.iter_modules: its order, tuple unpacking, ispkg, prefix, what it skips
# inputs
prefix = "plugins."
# body
import os
import pkgutil
import plugins
here = os.path.dirname(os.path.abspath(__file__))
r_names = [m.name for m in pkgutil.iter_modules(plugins.__path__)]
r_tuples = [(name, ispkg) for _, name, ispkg in pkgutil.iter_modules(plugins.__path__)]
r_prefixed = [m.name for m in pkgutil.iter_modules(plugins.__path__, prefix)]
r_count = len(list(pkgutil.iter_modules([os.path.join(here, "plugins")])))
r_missing = list(pkgutil.iter_modules([os.path.join(here, "nowhere")]))
r_second = [m[1] for m in pkgutil.iter_modules(plugins.__path__)]
r_loaded = sorted(plugins.LOADED)
