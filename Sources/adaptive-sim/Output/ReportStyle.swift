/// The stylesheet of the HTML reports, inline in every page: system fonts, no web fonts, no images.
enum ReportStyle {
    static var css: String {
        """
        body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:16px;color:#1d1d1f;background:#fafafa}
        h1{font-size:22px;margin:0 0 6px}
        .pass{color:#1e7b34}.fail{color:#c8322d}.invalid{color:#9a5b00}
        tr.row-pass td.mark{color:#1e7b34}tr.row-fail td.mark,tr.row-invalid td.mark{color:#c8322d}
        table{border-collapse:collapse;margin:8px 0}td,th{padding:2px 8px;text-align:left;border-bottom:1px solid #e3e3e3}table.index td{white-space:nowrap}
        td.file{color:#666;font-size:12px}
        .legend{list-style:none;padding:0;margin:6px 0;display:flex;flex-wrap:wrap;gap:10px;font-size:12px}
        .swatch{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:-2px;border:1px solid #0003}
        section.scenario{margin:14px 0;padding:8px 12px;background:#fff;border:1px solid #ddd;border-left:6px solid #1e7b34;border-radius:6px}
        section.scenario-fail{border-left-color:#c8322d}section.scenario-invalid{border-left-color:#9a5b00}
        summary{cursor:pointer;font-size:17px;font-weight:600}
        section.scenario-pass summary .mark{color:#1e7b34}section.scenario-fail summary .mark,section.scenario-invalid summary .mark{color:#c8322d}
        .verdict{font-weight:400;font-size:13px;color:#666;margin-left:6px}
        dl.setting{display:flex;flex-wrap:wrap;gap:2px 6px;margin:6px 0;font-size:13px}dl.setting dt{color:#666}dl.setting dd{margin:0 12px 0 0}
        pre.error{white-space:pre-wrap;background:#fff4e5;padding:6px;border-radius:4px}
        .steps{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        article.step{width:320px;padding:8px;border:1px solid #ddd;border-radius:6px;background:#fff;font-size:13px;overflow-wrap:anywhere}
        article.step-fail{border:2px solid #c8322d;background:#fff1f0}
        article.step h3 .mark{color:#1e7b34}article.step-fail h3 .mark{color:#c8322d}article.step h3{font-size:14px;margin:0 0 6px}article.step .index{color:#666;font-weight:400}
        p.state{margin:6px 0}ol.calls{margin:4px 0;padding-left:22px;font:12px ui-monospace,Menlo,monospace;color:#333}
        ul.expectations{list-style:none;padding:0;margin:4px 0}
        p.note{color:#666;font-size:12px}
        svg.step-drawing{display:block;margin:0 auto}
        .step-drawing .outside{fill:#d9d9de}.step-drawing .window{fill:#fff;stroke:#666}
        .step-drawing .presenting{fill:#f2f2f7;stroke:#999;stroke-dasharray:4 2}
        .step-drawing .navigation-bar{fill:#e9e9ef;stroke:#999;stroke-dasharray:3 2}
        .step-drawing .dimming{fill:#000;opacity:.35}
        .step-drawing .presented{stroke:#111}
        .step-drawing .presented.substitute{stroke-dasharray:6 3;stroke-width:3}
        .step-drawing .anchor{fill:none;stroke:#d0021b;stroke-width:2}
        .step-drawing .arrow{fill:#f5a623;stroke:#111}.step-drawing .anchor-link{stroke:#d0021b;stroke-dasharray:4 3}
        .step-drawing .status-bar{fill:#000;opacity:.12}
        .step-drawing .device{fill:none;stroke:#1d1d1f;stroke-width:5}
        .step-drawing .exception{fill:#c8322d;opacity:.9}
        .step-drawing text{fill:#1d1d1f}.step-drawing .presented-label{fill:#111;font-weight:600}
        .step-drawing .exception-label{fill:#fff;font-weight:700}.step-drawing .note{fill:#555;font-style:italic}
        p.transition{margin:6px 0;font:12px ui-monospace,Menlo,monospace;color:#333}
        .filmstrip{display:flex;gap:4px;justify-content:center;margin:6px 0}.filmstrip figure{margin:0;text-align:center}
        .filmstrip figcaption{font-size:11px;color:#555}svg.filmstrip-frame{display:block;background:#000}
        .filmstrip-frame .window{fill:#000}.filmstrip-frame .presenting{fill:#f2f2f7;stroke:#999}
        .filmstrip-frame .dimming{fill:#000;fill-opacity:.4}.filmstrip-frame .wrapper,.filmstrip-frame .presented-view{stroke:#111}
        ul.hazards{list-style:none;padding:6px;margin:4px 0;background:#fff8e1;border-left:3px solid #f5a623}
        ul.hazards li{margin:2px 0}
        .grid td.cell{text-align:center;font-size:12px;min-width:64px;border:1px solid #fff}
        .grid td.changed{outline:3px solid #111;outline-offset:-3px;font-weight:700}
        .grid th.device{white-space:nowrap}

        """ + AppearancePalette.css
    }
}
