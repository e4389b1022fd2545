import "./browser.css";
