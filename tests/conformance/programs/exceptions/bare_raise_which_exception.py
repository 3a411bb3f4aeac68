# probe: bare raise after an inner exception was handled re-raises the outer one; bare raise with nothing being handled; sys.exc_info inside and after handlers
# inputs
key = "missing"
# body
import sys
def outer_after_inner():
    try:
        {}[key]
    except KeyError:
        try:
            int("x")
        except ValueError:
            pass
        raise
try:
    outer_after_inner()
except Exception as e:
    r_after_inner = (type(e).__name__, e.args)
def raise_in_nested_handler():
    try:
        {}[key]
    except KeyError:
        try:
            int("x")
        except ValueError:
            raise
try:
    raise_in_nested_handler()
except Exception as e:
    r_nested = (type(e).__name__, type(e.__context__).__name__)
try:
    raise
except RuntimeError as e:
    r_no_active = (type(e).__name__, str(e))
def helper_raises():
    raise
try:
    try:
        raise IndexError("first")
    except IndexError:
        helper_raises()
except IndexError as e:
    r_helper = str(e)
try:
    raise KeyError("a")
except KeyError:
    r_exc_info_in = sys.exc_info()[0].__name__
r_exc_info_after = sys.exc_info()
def raise_caught_var():
    try:
        raise ValueError("v1")
    except ValueError as e:
        saved = e
    raise saved
try:
    raise_caught_var()
except ValueError as e:
    r_saved = str(e)
def raise_in_finally_reraises():
    try:
        raise TypeError("t")
    finally:
        r = "finally ran"
try:
    raise_in_finally_reraises()
except TypeError as e:
    r_through_finally = str(e)
