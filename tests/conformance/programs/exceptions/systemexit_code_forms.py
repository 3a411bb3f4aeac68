# probe: SystemExit's code: none given is None, one argument is it, several are the args tuple; except Exception does not catch SystemExit, KeyboardInterrupt or GeneratorExit; except BaseException and bare except do
# inputs
c = 3
# body
r_codes = (SystemExit().code, SystemExit(c).code, SystemExit(c, "x").code, SystemExit(None).code)
out = []
for cls in (SystemExit, KeyboardInterrupt, GeneratorExit, ValueError):
    try:
        try:
            raise cls
        except Exception:
            out.append((cls.__name__, "Exception"))
    except BaseException as e:
        out.append((cls.__name__, "BaseException", type(e).__name__))
try:
    raise SystemExit(c)
except:
    out.append("bare")
r_out = out
r_bases = (issubclass(SystemExit, Exception), issubclass(GeneratorExit, BaseException), issubclass(StopIteration, Exception))
