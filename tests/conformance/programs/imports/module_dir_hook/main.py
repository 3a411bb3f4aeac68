# probe: dir(module) calls the module's __dir__ and sorts what it returns; a module without one lists its names (underscored ones too)
# inputs
extra = "A"
# body
import dirmod
import plainmod
r_dir = dir(dirmod)
r_has_extra = extra in dir(dirmod)
r_plain = [n for n in dir(plainmod) if not n.startswith("__")]
r_plain_dunders = "__name__" in dir(plainmod)
