# probe: pkgutil.iter_modules(__path__) over a package with a hyphenated file, a text file, a subpackage and a folder without __init__: names, ispkg, order
# inputs
n = 0
# body
import reg
r_infos = reg.INFOS
r_loaded = reg.LOADED
