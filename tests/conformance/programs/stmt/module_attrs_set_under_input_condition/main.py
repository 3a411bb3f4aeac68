# probe: attributes made on an imported module and globals made through globals() only when an input says so (attribute assignment, setattr, vars(), globals()[...]); read back with hasattr, getattr defaults, membership and direct reads
# inputs
enable = False
name = "backend"
value = "triton"
# body
import settings
def configure(on):
    if on:
        settings.extra = value
        setattr(settings, name, value)
        vars(settings)["via_vars"] = 1
        globals()["made_" + name] = value
        globals().setdefault("made_default", 0)
configure(enable)
r_has = [hasattr(settings, n) for n in ("extra", name, "via_vars", "DEFAULT")]
r_get = getattr(settings, name, "unset")
r_in_globals = ("made_" + name in globals(), "made_default" in globals())
try:
    r_extra = settings.extra
except AttributeError as e:
    r_extra = type(e).__name__
try:
    r_made = made_backend
except NameError as e:
    r_made = type(e).__name__
r_listing = sorted(k for k in vars(settings) if not k.startswith("_"))
