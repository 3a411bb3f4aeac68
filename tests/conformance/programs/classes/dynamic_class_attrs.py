# probe: setattr on classes, methods added at run time, and instance attribute dicts
# inputs
names = ["alpha", "beta"]
# body
class Registry:
    pass
for i, n in enumerate(names):
    setattr(Registry, n, i)
r_alpha = Registry.alpha
r_beta = getattr(Registry, "beta")
def greet(self):
    return "hi"
Registry.greet = greet
r_greet = Registry().greet()
o = Registry()
o.__dict__["x"] = 5
r_x = o.x
r_dict = sorted(k for k in vars(Registry) if not k.startswith("_"))
