# probe: add_note: __notes__ absent until the first note, notes kept in order, a non-str note is TypeError, __notes__ replaced by a non-list makes add_note TypeError, notes survive a re-raise
# inputs
note = "n1"
# body
e = ValueError("v")
r_before = hasattr(e, "__notes__")
e.add_note(note)
e.add_note("n2")
r_notes = list(e.__notes__)
try:
    e.add_note(5)
    r_bad_note = "added"
except TypeError:
    r_bad_note = "TypeError"
f = KeyError("k")
f.__notes__ = "not a list"
try:
    f.add_note(note)
    r_bad_list = "added"
except TypeError:
    r_bad_list = "TypeError"
try:
    try:
        raise e
    except ValueError as x:
        x.add_note("n3")
        raise
except ValueError as y:
    r_after = (y is e, y.__notes__)
