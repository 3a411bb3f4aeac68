# probe: importlib.import_module of a module that is present beside the program
# inputs
name = "helper"
# body
import importlib
mod = importlib.import_module(name)
r_value = mod.VALUE
r_call = mod.double(4)
r_same = importlib.import_module(name) is mod
import helper
r_same_as_import = helper is mod
r_loads = helper.LOADS
