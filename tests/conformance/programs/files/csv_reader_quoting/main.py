# probe: csv.reader over a file beside the program (newline=""): quoted commas, doubled quotes, an empty field, a quoted newline; the header row; line_num
# inputs
fname = "table.csv"
# body
import csv
import os
with open(os.path.join(os.path.dirname(__file__), fname), newline="") as f:
    reader = csv.reader(f)
    r_header = next(reader)
    rows = list(reader)
    r_line_num = reader.line_num
r_rows = rows
r_sizes = [int(r[1]) if r[1] else None for r in rows]
