# probe: except clauses with exception classes taken from a config table: a tuple holding a non-exception raises TypeError when checked, an empty tuple catches nothing, nested tuples are flattened
# inputs
names = ["ValueError", "KeyError"]
# body
import builtins
catch = tuple(getattr(builtins, n) for n in names)
def run(exc, handlers):
    try:
        try:
            raise exc
        except handlers:
            return "caught"
    except TypeError as e:
        return ("TypeError", type(exc).__name__ if not isinstance(exc, type) else exc.__name__)
    except Exception as e:
        return ("escaped", type(e).__name__)
r_match = run(KeyError("k"), catch)
r_nomatch = run(IndexError(), catch)
r_empty = run(ValueError(), ())
r_nested = run(KeyError(), (ValueError, (IndexError, KeyError)))
r_bad_member = run(ValueError(), (ValueError, 5))
r_bad_first = run(ValueError(), (5, ValueError))
r_bad_single = run(ValueError(), "ValueError")
r_instance = run(ValueError(), ValueError())
r_base_catch = run(KeyError(), LookupError)
