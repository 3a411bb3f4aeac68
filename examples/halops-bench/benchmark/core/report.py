"""Write benchmark rows (a list of flat dicts) as CSV and JSON."""

import csv
import json
import os


def write_report(rows, out_dir, stem):
    os.makedirs(out_dir, exist_ok=True)
    csv_path = os.path.join(out_dir, stem + ".csv")
    json_path = os.path.join(out_dir, stem + ".json")

    columns = []
    for row in rows:
        for key in row:
            if key not in columns:
                columns.append(key)

    with open(csv_path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)
    with open(json_path, "w") as f:
        json.dump(rows, f, indent=2)
    return [csv_path, json_path]
