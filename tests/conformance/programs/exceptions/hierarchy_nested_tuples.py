# probe: except clauses catching by base class (LookupError, ArithmeticError, OSError, Exception vs BaseException), nested tuples of classes, a tuple held in a variable, and a non-class in except
# inputs
idx = 5
den = 0
# body
def kind(f):
    try:
        f()
    except LookupError as e:
        return ("Lookup", type(e).__name__)
    except ArithmeticError as e:
        return ("Arith", type(e).__name__)
    except OSError as e:
        return ("OS", type(e).__name__)
    except Exception as e:
        return ("Exc", type(e).__name__)
r_index = kind(lambda: [][idx])
r_key = kind(lambda: {}[idx])
r_zero = kind(lambda: 1 / den)
r_overflow = kind(lambda: 2.0 ** 10000)
r_fnf = kind(lambda: open("/nonexistent/dir/file.txt"))
r_uni = kind(lambda: "é".encode("ascii"))
r_str_idx = kind(lambda: "abc"[idx])
nested = ((KeyError, (IndexError,)), ZeroDivisionError)
try:
    try:
        [][idx]
    except nested as e:
        r_nested = type(e).__name__
except TypeError as e:
    r_nested = ("TypeError", str(e))
flat = (KeyError, IndexError)
try:
    [][idx]
except (flat + (ZeroDivisionError,)) as e:
    r_flat_concat = type(e).__name__
handlers = [ValueError]
try:
    try:
        int("x")
    except handlers:
        r_list_handler = "caught"
except TypeError as e:
    r_list_handler = (type(e).__name__, str(e))
try:
    try:
        int("x")
    except "ValueError":
        r_str_handler = "caught"
except TypeError as e:
    r_str_handler = str(e)
try:
    try:
        int("x")
    except ValueError:
        r_first_matches = "first"
    except "never checked":
        r_first_matches = "second"
except TypeError:
    r_first_matches = "TypeError"
class Mine(ArithmeticError):
    pass
r_sub = (issubclass(Mine, ArithmeticError), issubclass(KeyboardInterrupt, Exception), issubclass(StopIteration, Exception), issubclass(GeneratorExit, Exception))
try:
    try:
        raise KeyboardInterrupt
    except Exception:
        r_kbd = "Exception"
except BaseException as e:
    r_kbd = ("BaseException", type(e).__name__)
r_unicode_mro = [c.__name__ for c in UnicodeDecodeError.__mro__]
r_not_impl = (issubclass(NotImplementedError, RuntimeError), issubclass(RecursionError, RuntimeError), issubclass(ModuleNotFoundError, ImportError), issubclass(TimeoutError, OSError))
