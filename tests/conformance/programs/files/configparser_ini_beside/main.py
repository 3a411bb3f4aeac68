# probe: configparser reading an .ini beside the program: sections (DEFAULT not one), typed getters, DEFAULT inherited, interpolation, fallback, NoSectionError / NoOptionError, option names lowercased
# inputs
section = "server"
# body
import configparser
import os
cp = configparser.ConfigParser()
r_read = [os.path.basename(p) for p in cp.read(os.path.join(os.path.dirname(__file__), "settings.ini"))]
r_sections = cp.sections()
r_port = cp.getint(section, "port")
r_debug = [cp.getboolean("server", "debug"), cp.getboolean("client", "debug")]
r_ratio = cp.getfloat("server", "ratio")
r_timeout = cp["client"]["timeout"]
r_interp = cp.get("client", "name")
r_fallback = cp.get("client", "missing", fallback="fb")
r_options = cp.options("client")
r_has = [cp.has_section("DEFAULT"), cp.has_option("client", "timeout"), "HOST" in cp["server"]]
errs = []
for args in (("nosuch", "x"), ("server", "nosuch")):
    try:
        cp.get(*args)
    except configparser.Error as e:
        errs.append(type(e).__name__)
r_errs = errs
r_missing_file = cp.read(os.path.join(os.path.dirname(__file__), "absent.ini"))
