# probe: functions gathered from globals().items() by their names (adapters a harness registers so)
# inputs
prefix = "adapt_"
# body
def adapt_a(x):
    return 1
def adapt_b(x):
    return 2
table = {n[len(prefix):]: f for n, f in list(globals().items()) if n.startswith(prefix)}
r_names = sorted(table)
r_call = table["b"](0) if "b" in table else None
r_types = (type(globals().items()).__name__, type(globals().keys()).__name__)
r_has = "adapt_a" in list(globals().keys())
