# probe: vars(module) is its namespace, live: a name written through globals() in the module is its attribute, vars() sees names bound later, `in` and get
# inputs
key = "C"
# body
import mod
v = vars(mod)
r_a = v["A"]
r_has_b = "_b" in v
r_names = mod.names()
mod.set_global(key, 30)
r_c = mod.C
r_in = key in v
r_get = v.get("missing", "none")
mod.D = 4
r_d = v["D"]
r_names2 = mod.names()
r_is = vars(mod) is mod.__dict__
