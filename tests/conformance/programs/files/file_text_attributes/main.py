# probe: a text file's other attributes: encoding (as given, or UTF-8 here), errors, newlines (None before reading, the kind seen after), line_buffering; seekable / writable / isatty while open
# inputs
enc = "utf-8"
# body
import os
with open(os.path.join(os.path.dirname(__file__), "crlf.txt"), encoding=enc) as f:
    r_encoding = f.encoding
    r_errors = f.errors
    r_newlines_before = f.newlines
    r_text = f.read()
    r_newlines_after = f.newlines
    r_line_buffering = f.line_buffering
    r_flags = [f.seekable(), f.writable(), f.isatty(), f.readable()]
