# probe: add_note (3.11) and the exception object being the same one when re-raised
# inputs
note = "context"
# body
try:
    try:
        raise ValueError("v")
    except ValueError as e:
        e.add_note(note)
        first = e
        raise
except ValueError as e2:
    r_same = e2 is first
    r_notes = e2.__notes__
