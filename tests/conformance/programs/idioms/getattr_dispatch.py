# probe: dispatch through getattr on a module or class with a computed name
# inputs
backend = "fi"
# body
class Adapters:
    @staticmethod
    def adapt_halops(x):
        return ("halops", x)
    @staticmethod
    def adapt_fi(x):
        return ("fi", x)
fn = getattr(Adapters, "adapt_" + backend, None)
r_call = fn(1) if fn else None
r_missing = getattr(Adapters, "adapt_trt", None)
def adapt_local(x):
    return "local"
r_globals = globals().get("adapt_" + "local")(0)
r_globals_missing = globals().get("adapt_nothing", "default")
